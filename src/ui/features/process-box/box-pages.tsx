import type { ReactNode } from 'react';
import { BoxPage } from './box-page';

/** The six menu pages of 我的事务 (component strings process/box/{name}/index), one box list each. */
export const TodoBoxPage = (): ReactNode => <BoxPage boxType={1} />;
export const DoneBoxPage = (): ReactNode => <BoxPage boxType={2} />;
export const FinishBoxPage = (): ReactNode => <BoxPage boxType={3} />;
export const QueryBoxPage = (): ReactNode => <BoxPage boxType={4} />;
export const InvalidBoxPage = (): ReactNode => <BoxPage boxType={5} />;
export const ConditionBoxPage = (): ReactNode => <BoxPage boxType={6} />;
