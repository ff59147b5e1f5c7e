/** Request size limits every part of the server agrees on. */

/** Multipart uploads (put-file, imports, attachments): one file of at most 10 MB. */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
