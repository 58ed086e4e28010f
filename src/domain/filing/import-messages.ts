import { formatFileSize } from '../files/file-size';

/** What an import of filings answers when the file or its rows cannot be taken, on both backends. */
export const importMessages = {
  unreadable: '无法读取导入文件：应为首行为字段名的Excel（.xlsx，读取第一个工作表）、CSV（UTF-8或GBK编码），或JSON（记录数组，或含 rows 数组的对象）',
  tooLarge: (maxBytes: number): string => `导入文件超过${formatFileSize(maxBytes)}，请分批导入`,
  noRows: '导入文件中没有记录',
  tooManyRows: (limit: number): string => `一次最多导入${limit}条记录`,
} as const;
