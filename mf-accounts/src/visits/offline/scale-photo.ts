/**
 * A photo as a JPEG of at most 1600 px a side, as a data URL: a phone's 4000 px picture is several MB,
 * an attachment at most 900 KB (docs/domains/service-requests.md#visit-attachments), and a data URL
 * is what the outbox can keep while offline.
 */
export async function scalePhoto(file: Blob, maxSide = 1600, quality = 0.8): Promise<string> {
  const bitmap = await createImageBitmap(file);
  const scale = Math.min(1, maxSide / Math.max(bitmap.width, bitmap.height));
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(bitmap.width * scale);
  canvas.height = Math.round(bitmap.height * scale);
  canvas.getContext('2d')!.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
  bitmap.close();
  return canvas.toDataURL('image/jpeg', quality);
}
