import { describe, expect, it } from 'vitest';
import { unwrapEmptyPreloads } from '../../src/server/build/vite-no-empty-preload.ts';

const HELPER = '_astro/preload-helper.DygEbaNj.js';
// The listing page's popup trigger as the build writes it (minified, issue 19).
const listingScript =
  'import{t as e}from"./preload-helper.DygEbaNj.js";function i(){let n;for(let a of document.querySelectorAll(`[data-popup]`))' +
  'a.addEventListener(`click`,async()=>{n??=e(async()=>{let{mountListingPopup:e}=await import(`./mount-popup.BhgoI1Kq.js`);return{mountListingPopup:e}},[]).then(({mountListingPopup:e})=>e(`}`))})}i();';

describe('unwrapEmptyPreloads', () => {
  it('makes a preload with no dependencies a plain call, and drops the helper import', () => {
    const out = unwrapEmptyPreloads(listingScript, HELPER);
    expect(out).toBe(
      'function i(){let n;for(let a of document.querySelectorAll(`[data-popup]`))' +
        'a.addEventListener(`click`,async()=>{n??=(async()=>{let{mountListingPopup:e}=await import(`./mount-popup.BhgoI1Kq.js`);return{mountListingPopup:e}})().then(({mountListingPopup:e})=>e(`}`))})}i();',
    );
  });

  it('keeps the helper where a call has dependencies (CSS to load first)', () => {
    const code =
      'import{t as p}from"./preload-helper.DygEbaNj.js";p(async()=>{await import(`./a.js`)},[]);p(()=>import(`./b.js`),__VITE_DEPS__);p(async()=>{await import(`./c.js`)},["_astro/c.css"]);';
    const out = unwrapEmptyPreloads(code, HELPER)!;
    expect(
      out.startsWith('import{t as p}from"./preload-helper.DygEbaNj.js";(async()=>{await import(`./a.js`)})();'),
    ).toBe(true);
    expect(out).toContain('p(async()=>{await import(`./c.js`)},["_astro/c.css"])');
  });

  it('leaves code that does not import the helper alone', () => {
    expect(unwrapEmptyPreloads('import{a as b}from"./atom.js";b(async()=>{},[]);', HELPER)).toBeNull();
  });
});
