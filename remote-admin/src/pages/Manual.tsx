import { accessContextAtom, brandAtom, checkRouteAccess, platformStore, servedRoutesAtom, BRANDS, type BrandKey, type RoutePageProps } from '@console/sdk';
import { Typography } from 'antd';
import { useAtomValue } from 'jotai';
import { useEffect, useMemo, type MouseEvent } from 'react';
import { Link, useHref, useLocation, useNavigate } from 'react-router-dom';
import { manualBrandName, manualSections, manualSegments, MANUALS, type ManualKey } from '../contract';
import { ManualPicture } from './manual/figures';
import './manual/Manual.css';

function isBrandKey(value: unknown): value is BrandKey {
  return typeof value === 'string' && Object.prototype.hasOwnProperty.call(BRANDS, value);
}

/** The anchor of a section: the route's name before it, so pages kept open side by side never share an id. */
export const sectionAnchor = (path: string, id: string) => `${path.slice(1)}-${id}`;

/** A page the manual names: its title read off the served manifests; a link where this user may open it. */
function PageName({ path }: { path: string }) {
  const routes = useAtomValue(servedRoutesAtom, { store: platformStore });
  const ctx = useAtomValue(accessContextAtom, { store: platformStore });
  const route = routes.find((served) => served.path === path);
  if (!route) return <span className="manual-page-name">相关页面</span>;
  const title = `“${route.title}”`;
  return checkRouteAccess(route, ctx) === 'allowed' ? <Link to={path}>{title}</Link> : <span className="manual-page-name">{title}</span>;
}

function Text({ text, brandName }: { text: string; brandName: string }) {
  return (
    <>
      {manualSegments(text, brandName).map((segment, index) =>
        'page' in segment ? <PageName key={index} path={segment.page} /> : <span key={index}>{segment.text}</span>,
      )}
    </>
  );
}

/**
 * A table-of-contents entry: a real link to the section's anchor, written by the router (history or hash
 * routing alike). Followed, it moves to the section, gives it the keyboard focus so a keyboard user reads on
 * from there, and keeps the anchor in the address for a bookmark.
 */
function TocLink({ path, anchor, children }: { path: string; anchor: string; children: string }) {
  const href = useHref({ pathname: path, hash: `#${anchor}` });
  const navigate = useNavigate();
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    const target = document.getElementById(anchor);
    if (!target) return;
    event.preventDefault();
    target.scrollIntoView({ block: 'start' });
    target.focus({ preventScroll: true });
    void navigate({ pathname: path, search: window.location.search, hash: `#${anchor}` }, { replace: true });
  };
  return (
    <a href={href} onClick={onClick}>
      {children}
    </a>
  );
}

/**
 * The manuals (/operationManual and /operationManual2 per brand, /guide, /aa): one page over the manual
 * definitions of the contract, the route's `props` naming the manual and the brand. A table of contents
 * links to each section's anchor; a section names console pages by their served titles.
 */
export default function Manual({ path, params }: RoutePageProps) {
  const doc = MANUALS[(params.manual as ManualKey | undefined) ?? 'operation'];
  const brand = isBrandKey(params.brand) ? params.brand : undefined;
  const hostBrand = useAtomValue(brandAtom, { store: platformStore });
  const brandName = manualBrandName(brand, hostBrand?.webName ?? '');
  const sections = useMemo(() => manualSections(doc, brand), [doc, brand]);

  // Opened at an address with an anchor (a bookmark, a link from elsewhere): to that section, focused.
  const { hash } = useLocation();
  useEffect(() => {
    const anchor = decodeURIComponent(hash.slice(1));
    const target = anchor ? document.getElementById(anchor) : null;
    target?.scrollIntoView({ block: 'start' });
    target?.focus({ preventScroll: true });
    // Only on opening: a jump from the table of contents has moved there already.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <article className="manual" aria-labelledby={`${path.slice(1)}-title`}>
      <Typography.Title level={2} id={`${path.slice(1)}-title`}>
        {doc.title}
      </Typography.Title>
      <Typography.Paragraph>
        <Text text={doc.intro} brandName={brandName} />
      </Typography.Paragraph>
      <nav className="manual-toc" aria-label="目录">
        <Typography.Title level={3} className="manual-toc-title">
          目录
        </Typography.Title>
        <ol>
          {sections.map((section) => (
            <li key={section.id}>
              <TocLink path={path} anchor={sectionAnchor(path, section.id)}>
                {section.title}
              </TocLink>
            </li>
          ))}
        </ol>
      </nav>
      {sections.map((section, index) => (
        <section key={section.id} className="manual-section" aria-labelledby={sectionAnchor(path, section.id)}>
          <Typography.Title level={3} id={sectionAnchor(path, section.id)} tabIndex={-1}>
            {index + 1}. {section.title}
          </Typography.Title>
          <div className="manual-section-body">
            <div>
              <Typography.Paragraph>
                <Text text={section.intro} brandName={brandName} />
              </Typography.Paragraph>
              {section.steps && (
                <ol className="manual-steps">
                  {section.steps.map((step) => (
                    <li key={step}>
                      <Text text={step} brandName={brandName} />
                    </li>
                  ))}
                </ol>
              )}
              {section.tips?.map((tip) => (
                <Typography.Paragraph key={tip} className="manual-tip">
                  提示：
                  <Text text={tip} brandName={brandName} />
                </Typography.Paragraph>
              ))}
            </div>
            {section.figure && <ManualPicture figure={section.figure} />}
          </div>
        </section>
      ))}
    </article>
  );
}
