/** The stylesheet of a generated site, from the owner's colours and fonts. Pure; about 7 KB. */
import { fontStack, headingCase } from '../../shared/catalogue/fonts.ts';
import type { Design } from '../../schemas/wizard.ts';
import { buildPalette } from './colors.ts';

export function renderCss(design: Design): string {
  const p = buildPalette(design);
  const h = headingCase(design.headingFont);
  return `:root{--primary:${p.primaryFill};--hero-end:${p.heroEnd};--on-primary:${p.onPrimary};--ink:${p.ink};--muted:${p.inkMuted};--link:${p.link};--accent:${p.secondary};--accent-text:${p.accentText};--soft:${p.soft};--line:${p.line};--deep:${p.deep};--heading:${fontStack(design.headingFont)};--body:${fontStack(design.contentFont)};--radius:14px;--max:1120px}
*,*::before,*::after{box-sizing:border-box}
html{-webkit-text-size-adjust:100%;scroll-behavior:smooth}
@media (prefers-reduced-motion:reduce){html{scroll-behavior:auto}}
body{margin:0;font-family:var(--body);font-size:1.0625rem;line-height:1.65;color:var(--ink);background:#fff}
img,svg{max-width:100%;height:auto}
a{color:var(--link);text-underline-offset:3px}
h1,h2,h3{font-family:var(--heading);font-weight:${h.weight};letter-spacing:${h.tracking};text-transform:${h.transform};line-height:1.15;margin:0 0 .5em;color:inherit}
h1{font-size:clamp(2.1rem,5.5vw,3.6rem)}h2{font-size:clamp(1.6rem,3.4vw,2.4rem)}h3{font-size:1.25rem}
p{margin:0 0 1em}
:focus-visible{outline:3px solid var(--accent);outline-offset:3px}
.skip{position:absolute;left:-999px;top:.5rem;z-index:20;background:var(--ink);color:#fff;padding:.5rem 1rem;border-radius:8px}.skip:focus{left:.5rem}
.wrap{width:min(var(--max),100% - 2.5rem);margin-inline:auto}
.section{padding-block:clamp(3rem,8vw,5.5rem)}.soft{background:var(--soft)}
.eyebrow{display:inline-block;font-weight:700;font-size:.85rem;letter-spacing:.08em;text-transform:uppercase;color:var(--accent-text);margin-bottom:.6rem}
.lead{font-size:1.2rem;color:var(--muted);max-width:62ch}
.btn{display:inline-flex;align-items:center;gap:.5rem;min-height:48px;padding:.75rem 1.4rem;border-radius:999px;font-weight:700;text-decoration:none;border:2px solid transparent;font-family:inherit;font-size:1rem;cursor:pointer}
.btn-primary{background:var(--primary);color:var(--on-primary)}.btn-primary:hover{filter:brightness(1.08)}
.btn-outline{border-color:currentColor;color:inherit;background:transparent}
.site-header{position:relative;z-index:10;background:#fff;border-bottom:1px solid var(--line)}
.site-header.transparent{position:absolute;inset:0 0 auto;background:transparent;border-color:transparent;color:var(--on-primary)}
.bar{display:flex;align-items:center;gap:1rem;min-height:72px;padding-block:.6rem}
.brand{display:inline-flex;align-items:center;gap:.7rem;font-family:var(--heading);font-weight:800;font-size:1.2rem;color:inherit;text-decoration:none;margin-right:auto}
.brand img{width:auto;height:44px;max-width:160px;object-fit:contain}
.mono{display:inline-grid;place-items:center;width:44px;height:44px;border-radius:12px;background:var(--primary);color:var(--on-primary);font-size:1rem;letter-spacing:.02em}
.transparent .mono,.transparent .btn-primary{background:var(--on-primary);color:var(--primary)}
.nav ul{display:flex;gap:.25rem;list-style:none;margin:0;padding:0}
.nav a{display:block;padding:.5rem .7rem;border-radius:999px;color:inherit;text-decoration:none;font-weight:600}
.nav a:hover{background:var(--soft);color:var(--ink)}.transparent .nav a:hover{background:rgb(255 255 255 / 16%);color:inherit}
.nav a[aria-current=page]{text-decoration:underline;text-decoration-thickness:2px;text-underline-offset:6px}
.brand{min-width:0}.brand span:last-child{overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
.call{white-space:nowrap;flex:none;padding-inline:1rem;order:2}.nav{order:1}.menu-toggle{order:2}
.menu-toggle{display:none;align-items:center;gap:.4rem;min-height:48px;padding:.6rem 1rem;border:2px solid currentColor;border-radius:999px;background:transparent;color:inherit;font:inherit;font-weight:700;cursor:pointer;flex:none}
@media (max-width:980px){.bar{flex-wrap:wrap}.nav{order:3;width:100%}.nav ul{flex-wrap:wrap}
.js-nav .menu-toggle{display:inline-flex}.site-header.transparent.menu-open{background:var(--primary)}.js-nav .nav{display:none}.js-nav .nav.open{display:block}.js-nav .nav ul{flex-direction:column;padding-bottom:.6rem}}
@media (max-width:480px){.brand span:last-child{font-size:1rem}.call .wide{display:none}.bar{gap:.6rem}.wrap{width:calc(100% - 2rem)}}
.hero.with-photo .wrap{display:grid;gap:2rem;grid-template-columns:repeat(auto-fit,minmax(min(100%,320px),1fr));align-items:center}
.hero-photo img,.gallery img,.two picture img{display:block;width:100%;height:auto;border-radius:var(--radius)}
.two picture{display:block;margin-bottom:1.25rem}
.gallery{display:grid;gap:1rem;grid-template-columns:repeat(auto-fill,minmax(min(100%,240px),1fr))}.gallery figure{margin:0}
.gallery img{aspect-ratio:4/3;object-fit:cover}
.hero{position:relative;overflow:hidden;color:var(--on-primary);background:linear-gradient(135deg,var(--primary),var(--hero-end))}
.hero .wrap{position:relative;padding-block:clamp(4rem,11vw,8rem)}
.has-transparent .hero .wrap{padding-top:calc(clamp(4rem,11vw,8rem) + 72px)}
.hero p{font-size:1.2rem;max-width:60ch}.hero .eyebrow,.banner .eyebrow{color:inherit}
.hero .actions{display:flex;flex-wrap:wrap;gap:.8rem;margin-top:1.6rem}
.hero .btn-primary{background:var(--on-primary);color:var(--primary)}
.hero-art{position:absolute;right:-6rem;top:-4rem;width:32rem;opacity:.18;pointer-events:none}
.banner .wrap{padding-block:clamp(3rem,7vw,4.5rem)}.has-transparent .banner .wrap{padding-top:calc(clamp(3rem,7vw,4.5rem) + 72px)}
.crumbs{font-size:.95rem;margin-bottom:.4rem}.crumbs a{color:inherit}
.grid{display:grid;gap:1.25rem;grid-template-columns:repeat(auto-fit,minmax(min(100%,240px),1fr))}
.two{display:grid;gap:clamp(1.5rem,5vw,4rem);grid-template-columns:repeat(auto-fit,minmax(min(100%,300px),1fr));align-items:start}
.card{background:#fff;border:1px solid var(--line);border-radius:var(--radius);padding:1.5rem;display:flex;flex-direction:column;gap:.4rem}
.card h3{margin:.2rem 0 .2rem}
.card .more{margin-top:auto;font-weight:700}
.icon{display:inline-grid;place-items:center;width:48px;height:48px;border-radius:12px;background:var(--soft);color:var(--link)}
.ticks{list-style:none;padding:0;margin:0 0 1em;display:grid;gap:.5rem}.ticks li{display:flex;gap:.6rem;align-items:flex-start}.ticks svg{flex:none;margin-top:.25rem;color:var(--link)}
.price-list{list-style:none;margin:0;padding:0;display:grid;gap:1rem}
.price-list li{display:grid;grid-template-columns:1fr auto;gap:.2rem 1rem;padding-bottom:1rem;border-bottom:1px dashed var(--line)}
.price-list strong{font-size:1.05rem}.price-list .price{font-weight:700;color:var(--link)}.price-list p{grid-column:1/-1;margin:0;color:var(--muted)}
.avatar{display:inline-grid;place-items:center;width:56px;height:56px;border-radius:50%;background:var(--primary);color:var(--on-primary);font-weight:800}
.when{font-weight:700;color:var(--accent-text)}
.faq details{border-bottom:1px solid var(--line);padding:1rem 0}.faq summary{cursor:pointer;font-weight:700;font-size:1.08rem}.faq details p{margin:.6rem 0 0}
.facts{list-style:none;padding:0;margin:0;display:grid;gap:.9rem}.facts li{display:flex;gap:.75rem;align-items:flex-start}.facts svg{flex:none;color:var(--link);margin-top:.2rem}
.hours{border-collapse:collapse;width:100%;max-width:420px}.hours th,.hours td{text-align:left;padding:.35rem 0;border-bottom:1px solid var(--line)}.hours th{font-weight:600;padding-right:1rem}
.band{background:var(--primary);color:var(--on-primary);border-radius:calc(var(--radius) + 6px);padding:clamp(2rem,5vw,3.5rem);display:flex;flex-wrap:wrap;gap:1.5rem;align-items:center;justify-content:space-between}
.band h2{margin:0 0 .3rem}.band p{margin:0}.band .btn-primary{background:var(--on-primary);color:var(--primary)}
form.contact{display:grid;gap:1rem;background:#fff;border:1px solid var(--line);border-radius:var(--radius);padding:clamp(1.25rem,4vw,2rem)}
.row{display:grid;gap:1rem;grid-template-columns:repeat(auto-fit,minmax(200px,1fr))}
.field{display:grid;gap:.35rem}.field label{font-weight:700}
.field input,.field textarea{font:inherit;width:100%;padding:.75rem .85rem;border:1px solid #8a8fa3;border-radius:10px;color:var(--ink);background:#fff}
.field input:focus,.field textarea:focus{outline:3px solid var(--accent);outline-offset:1px}
.error{color:#b42318;font-size:.95rem;margin:0;min-height:0}.status{margin:0;font-weight:600}.status.ok{color:#1c6b41}.status.fail{color:#b42318}
.site-footer{margin-top:0;background:var(--deep);color:#fff}.site-footer a{color:#fff}
.site-footer .cols{display:grid;gap:2rem;grid-template-columns:2fr 1fr 1fr 1fr;padding-block:3.5rem 2.5rem}
.site-footer h2{font-size:1.05rem;margin-bottom:.8rem}.site-footer ul{list-style:none;padding:0;margin:0;display:grid;gap:.45rem}
.site-footer .bottom{border-top:1px solid rgb(255 255 255 / 18%);padding-block:1.2rem;font-size:.95rem;display:flex;flex-wrap:wrap;gap:.6rem 2rem;justify-content:space-between}
.site-footer.unified .one{display:flex;flex-wrap:wrap;gap:1rem 2rem;align-items:center;justify-content:space-between;padding-block:2rem}
.site-footer.unified ul{display:flex;flex-wrap:wrap;gap:.4rem 1.2rem}
@media (max-width:760px){.site-footer .cols{grid-template-columns:1fr 1fr}.site-footer .cols>:first-child{grid-column:1/-1}}
.site-footer .cols>*{min-width:0}.site-footer a,.site-footer li{overflow-wrap:anywhere}
@media (max-width:480px){.site-footer .cols{grid-template-columns:1fr}}
`;
}
