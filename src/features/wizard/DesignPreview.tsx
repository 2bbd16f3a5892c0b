import { useStore } from '@nanostores/react';
import {
  PAGE_LABELS,
  findType,
  findSubCategory,
  nicheLabel,
  CUSTOM_TYPE_SLUG,
} from '../../shared/catalogue/catalogue.ts';
import { designFontFiles, fontFaceCss, fontStack, headingCase } from '../../shared/catalogue/fonts.ts';
import { buildPalette } from '../site-renderer/colors.ts';
import { initials } from '../site-renderer/html.ts';
import { $data, $logo } from './wizard.store.ts';
import { useObjectUrl } from './use-object-url.ts';

/** Live preview of the header (Transparent / Non-Transparent), hero and footer (Unified / Dual-Section). */
export default function DesignPreview() {
  const data = useStore($data);
  const logo = useStore($logo);
  const logoUrl = useObjectUrl(logo);
  const p = buildPalette(data);
  const type = findType(data.websiteType);
  const sub =
    data.websiteType === CUSTOM_TYPE_SLUG
      ? nicheLabel(data.customNiche)
      : (type && findSubCategory(type, data.businessSubCategory)) || type?.name || '';
  const name = data.business_name || 'Your Business';
  const transparent = data.headerType === 'Transparent';
  const h = headingCase(data.headingFont);
  const heading = {
    fontFamily: fontStack(data.headingFont),
    textTransform: h.transform,
    fontWeight: h.weight,
  } as const;
  const hero = { background: `linear-gradient(135deg, ${p.primaryFill}, ${p.heroEnd})`, color: p.onPrimary };
  const mark = logoUrl ? (
    <img src={logoUrl} alt="" height={28} />
  ) : (
    <span
      className="pv-mono"
      style={{
        background: transparent ? p.onPrimary : p.primaryFill,
        color: transparent ? p.primaryFill : p.onPrimary,
      }}
    >
      {initials(name)}
    </span>
  );
  const header = (
    <div
      className={`pv-header${transparent ? ' pv-transparent' : ''}`}
      style={
        transparent ? { color: p.onPrimary } : { background: '#fff', color: p.ink, borderBottom: `1px solid ${p.line}` }
      }
    >
      <span className="pv-brand" style={heading}>
        {mark}
        {name}
      </span>
      <span className="pv-nav">
        {data.selectedPages.slice(0, 5).map((id) => (
          <span key={id}>{PAGE_LABELS[id]}</span>
        ))}
      </span>
    </div>
  );
  return (
    <figure
      className="wz-preview"
      aria-label="Live preview of your website's header, hero and footer"
      style={{ fontFamily: fontStack(data.contentFont) }}
    >
      {/* The chosen fonts, from the platform's self-hosted /fonts/ (the same files the generated site ships). */}
      <style>{fontFaceCss(designFontFiles(data), '/fonts/')}</style>
      <div className="pv-frame">
        <div className="pv-hero" style={hero}>
          {header}
          <div className="pv-hero-text">
            <small>{sub}</small>
            <strong style={heading}>Welcome to {name}</strong>
            <span className="pv-btn" style={{ background: p.onPrimary, color: p.primaryFill }}>
              Get in touch
            </span>
          </div>
        </div>
        <div className="pv-body" style={{ color: p.ink }}>
          <span className="pv-line" style={{ background: p.secondary }} />
          <span className="pv-text" style={{ color: p.inkMuted }}>
            Your pages, services and contact form go here.
          </span>
        </div>
        {data.footerType === 'Dual-Section' ? (
          <div className="pv-footer" style={{ background: p.deep }}>
            <div className="pv-cols">
              <span>{name}</span>
              <span>Pages</span>
              <span>Contact</span>
            </div>
            <div className="pv-bottom">
              © {new Date().getFullYear()} {name}
            </div>
          </div>
        ) : (
          <div className="pv-footer pv-unified" style={{ background: p.deep }}>
            <span>{name}</span>
            <span>© {new Date().getFullYear()}</span>
          </div>
        )}
      </div>
      <figcaption className="muted">
        {data.headerType} header · {data.footerType} footer · {data.headingFont} / {data.contentFont}
      </figcaption>
    </figure>
  );
}
