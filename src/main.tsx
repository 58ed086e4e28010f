import { start } from './composition/start';

start();
