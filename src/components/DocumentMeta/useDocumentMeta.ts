import { useEffect } from 'react';

export const SITE_NAME = 'Mossbloom';

/** What a page tells browsers, search engines and link previews about itself. */
export type PageMeta = {
  /** The page's own title; the site name is added after it (the home page's title is used as it is). */
  title: string;
  description: string;
  /** Open Graph type: 'website' unless the page is a product. */
  type?: 'website' | 'product';
  /** Absolute URL of the picture a link preview shows. */
  image?: string;
};

/** "Shop — Mossbloom"; a title that already names the site stays as it is. */
export function documentTitle(title: string): string {
  return title.startsWith(SITE_NAME) ? title : `${title} — ${SITE_NAME}`;
}

/** The `<meta>` of `<head>` whose `attribute` is `key`, made when the page does not have it yet. */
function metaTag(attribute: 'name' | 'property', key: string): HTMLMetaElement {
  const existing = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (existing) return existing;
  const created = document.createElement('meta');
  created.setAttribute(attribute, key);
  document.head.append(created);
  return created;
}

/** Writes the page's title, description and Open Graph tags into the document head. */
export function applyDocumentMeta(meta: PageMeta) {
  const title = documentTitle(meta.title);
  document.title = title;
  metaTag('name', 'description').content = meta.description;
  metaTag('property', 'og:title').content = title;
  metaTag('property', 'og:description').content = meta.description;
  metaTag('property', 'og:type').content = meta.type ?? 'website';
  metaTag('property', 'og:url').content = window.location.href;
  if (meta.image) metaTag('property', 'og:image').content = meta.image;
  else document.head.querySelector('meta[property="og:image"]')?.remove();
}

/**
 * Keeps the document head in step with the page on screen. Exactly one component of a page calls it (the
 * layout from the route's handle, or a page whose title comes from its data), so writers never race.
 */
export function useDocumentMeta(meta: PageMeta | undefined) {
  const title = meta?.title;
  const description = meta?.description;
  const type = meta?.type;
  const image = meta?.image;
  useEffect(() => {
    if (title === undefined || description === undefined) return;
    applyDocumentMeta({ title, description, type, image });
  }, [title, description, type, image]);
}
