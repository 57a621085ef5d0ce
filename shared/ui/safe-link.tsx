/**
 * Links and images built from content. Every href and src passes through safeUrl
 * (docs/architecture.md, "Security model"), so stored content can never become a script URL.
 */
import type { AnchorHTMLAttributes, ImgHTMLAttributes, ReactNode } from 'react';
import { useInRouterContext } from 'react-router-dom';
import { Link } from './site-link';
import { isExternal } from '../content/read/urls';
import { withBase } from './base-path';
import { useAssetUrl } from './use-asset-url';
import { withVariants } from './responsive-image';
import type { ImageVariants } from '../content/media/image-variants';

type AnchorProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'>;

export interface SafeLinkProps extends AnchorProps {
  href: string | undefined | null;
  children: ReactNode;
  /** What to render when the URL is unsafe or missing; the plain children by default. */
  fallback?: ReactNode;
}

/** A same-site path to a file rather than a page: under /assets/, or with a file extension. */
function isSiteFile(path: string): boolean {
  const bare = path.split(/[?#]/)[0] ?? '';
  return bare.startsWith('/assets/') || /\.[a-z0-9]{1,5}$/i.test(bare);
}

/** An anchor for a URL from content: site paths route in-app, external ones open a new tab. */
export function SafeLink({ href, children, fallback, ...rest }: SafeLinkProps) {
  const url = useAssetUrl(href, 'link');
  const inRouter = useInRouterContext();
  if (!url) return <>{fallback === undefined ? <span className={rest.className}>{children}</span> : fallback}</>;
  // A page goes through the router (which keeps the page's language); a file (/assets/…, feed.xml) does not.
  if (inRouter && url.startsWith('/') && !isSiteFile(url)) {
    return (
      <Link to={url} {...rest}>
        {children}
      </Link>
    );
  }
  const external = isExternal(url) || url.startsWith('blob:');
  return (
    <a href={withBase(url)} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})} {...rest}>
      {children}
    </a>
  );
}

export interface SafeImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'sizes'> {
  src: string | undefined | null;
  alt: string;
  /** How wide the picture is shown: with it, the build's AVIF and WebP variants are offered (shared/ui/responsive-image.tsx). */
  sizes?: string | ((variants: ImageVariants) => string);
}

/** An image from content; renders nothing when the URL is unsafe, missing or still loading. */
export function SafeImage({ src, alt, loading = 'lazy', decoding = 'async', sizes, ...rest }: SafeImageProps) {
  const url = useAssetUrl(src, 'image');
  if (!url) return null;
  const img = <img src={url} alt={alt} loading={loading} decoding={decoding} {...rest} />;
  return sizes ? withVariants(src, sizes, img) : img;
}
