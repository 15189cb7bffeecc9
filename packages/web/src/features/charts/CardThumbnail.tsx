/**
 * A list card's cover image: the chart's or dashboard's thumbnail (THUMBNAILS, `thumbnail_url`),
 * top-aligned and cropped to the cover. Until it is computed the server answers 202 without an image,
 * and the card keeps its usual icon.
 */
import { useState, type ReactNode } from 'react';

export function CardThumbnail({
  url,
  alt,
  fallback,
}: {
  url: string | null | undefined;
  alt: string;
  fallback: ReactNode;
}) {
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  if (!url || failedUrl === url) return fallback;
  return (
    <img
      src={url}
      alt={alt}
      data-test="card-thumbnail"
      loading="lazy"
      onError={() => setFailedUrl(url)}
      style={{ width: '100%', height: '100%', objectFit: 'cover', objectPosition: 'top' }}
    />
  );
}
