/** Saves bytes under the given name (the original Chinese file name) through a temporary link. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the URL to the download; revoke on the next tick, not before.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
