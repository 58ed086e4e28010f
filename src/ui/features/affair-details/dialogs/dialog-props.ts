import type { AffairDetailsStore } from '../../../../app/process/affair-details.store';

/** What the page gives every action dialog. The opinion lives in the page, so closing a dialog never loses it. */
export interface ActionDialogProps {
  readonly store: AffairDetailsStore;
  readonly label: string;
  readonly visible: boolean;
  readonly pending: boolean;
  readonly opinion: string;
  readonly onOpinion: (opinion: string) => void;
  readonly phrases: readonly string[];
  readonly onClose: () => void;
  readonly onDone: () => void;
}
