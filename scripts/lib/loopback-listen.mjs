// Preloaded into `netlify dev` (NODE_OPTIONS=--import) by `npm start`: netlify dev has no option to
// choose its address and listens on every interface. This makes every server it starts without an
// explicit host listen on MAIN_STREET_HOST (127.0.0.1 unless HOST says otherwise) instead.
import net from 'node:net';

const host = process.env.MAIN_STREET_HOST;
if (host) {
  const listen = net.Server.prototype.listen;
  net.Server.prototype.listen = function listenOnHost(...args) {
    const [first] = args;
    if (first && typeof first === 'object' && !('host' in first && first.host) && !('path' in first && first.path)) {
      args[0] = { ...first, host };
    } else if (typeof first === 'number' || (typeof first === 'string' && /^\d+$/.test(first))) {
      const callback = args.find((a) => typeof a === 'function');
      const secondIsHost = typeof args[1] === 'string';
      args = secondIsHost ? args : [Number(first), host, ...(callback ? [callback] : [])];
    }
    return listen.apply(this, args);
  };
}
