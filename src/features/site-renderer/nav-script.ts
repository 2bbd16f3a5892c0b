/**
 * The phone menu of a generated site: a disclosure button (aria-expanded/aria-controls) that shows
 * and hides the main navigation. Without JavaScript the button stays hidden and the links show as
 * a wrapped list, so the menu always works. Served as assets/nav.js (the sites' CSP allows only
 * same-origin scripts).
 */
export const NAV_SCRIPT = `(function(){var b=document.querySelector('.menu-toggle');if(!b)return;var n=document.getElementById(b.getAttribute('aria-controls'));if(!n)return;
document.documentElement.classList.add('js-nav');b.hidden=false;
var h=b.closest('header');function set(o){b.setAttribute('aria-expanded',String(o));n.classList.toggle('open',o);if(h)h.classList.toggle('menu-open',o)}
b.addEventListener('click',function(){set(b.getAttribute('aria-expanded')!=='true')});
document.addEventListener('keydown',function(e){if(e.key==='Escape'&&b.getAttribute('aria-expanded')==='true'){set(false);b.focus()}});})();
`;
