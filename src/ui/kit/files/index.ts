export { FilesPanel, type FilesPanelProps } from './files-panel';
