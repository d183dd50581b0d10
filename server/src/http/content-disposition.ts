/** `Content-Disposition` of a download: the name in UTF-8 (RFC 6266, RFC 5987 `filename*`) and an ASCII stand-in for old clients. */
export function attachmentDisposition(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/[\\"]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}
