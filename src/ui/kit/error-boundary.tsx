import { Component, type ErrorInfo, type ReactNode } from 'react';
import { CenteredMessage } from './centered-message';

interface Props {
  readonly children: ReactNode;
  /** A new value (the next address) clears the failure, so navigating away recovers. */
  readonly resetKey?: string;
}

interface State {
  readonly failed: boolean;
}

/**
 * A view that throws, or a lazily loaded chunk that cannot be fetched (network down, or a new
 * release replaced it), shows this message instead of unmounting the app into a blank page.
 */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidUpdate(previous: Props): void {
    if (this.state.failed && previous.resetKey !== this.props.resetKey) this.setState({ failed: false });
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('页面渲染失败', error, info.componentStack);
  }

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    return (
      <CenteredMessage
        title="页面加载失败"
        detail="网络连接异常，或系统刚刚更新，页面未能加载。请检查网络后重新加载。"
        action={
          <button type="button" className="centered-message-button" onClick={() => window.location.reload()}>
            重新加载
          </button>
        }
      />
    );
  }
}
