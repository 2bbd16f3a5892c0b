/**
 * Local test mode's Stripe.js (js.stripe.com is neither needed nor reached): `Stripe(key)` (or
 * `Stripe(key, { stripeAccount })` for a payment on a connected account, sent as `_stripe_account`) with a card
 * element (card number, MM / YY, CVC as plain labelled inputs) and `confirmCardPayment`, which confirms
 * the payment with the local server at `apiBase` the way Stripe.js does — the publishable key, the
 * client secret and the card. 4000 0025 0000 3155 asks for authentication in a small dialog, as
 * Stripe's 3D Secure test card does. It records the last confirmation on `window.__confirmed`.
 */
export const stripeJs = (apiBase: string) => `(function () {
var API = ${JSON.stringify(apiBase)};
var account = null;
function post(path, fields) {
  if (account) fields._stripe_account = account;
  return fetch(API + path, { method: 'POST', body: new URLSearchParams(fields) })
    .then(function (res) { return res.json(); })
    .then(function (answer) { return answer.error ? { error: answer.error } : { paymentIntent: answer }; });
}
function authenticate(intent, key, secret) {
  return new Promise(function (resolve) {
    var dialog = document.createElement('dialog');
    dialog.setAttribute('aria-labelledby', 'test-3ds-title');
    dialog.innerHTML = '<h2 id="test-3ds-title">Test mode: authenticate this payment</h2>' +
      '<p>Your bank would ask you to confirm this payment here. No card is charged in test mode.</p>' +
      '<p><button type="button" data-ok>Complete authentication</button> <button type="button" data-fail>Fail authentication</button></p>';
    document.body.appendChild(dialog);
    function finish(ok) {
      dialog.close(); dialog.remove();
      resolve(post('/v1/payment_intents/' + intent + '/authenticate', { key: key, client_secret: secret, outcome: ok ? 'complete' : 'fail' }));
    }
    dialog.querySelector('[data-ok]').addEventListener('click', function () { finish(true); });
    dialog.querySelector('[data-fail]').addEventListener('click', function () { finish(false); });
    dialog.addEventListener('cancel', function (e) { e.preventDefault(); finish(false); });
    dialog.showModal();
  });
}
window.Stripe = function (publishableKey, options) {
  account = (options && options.stripeAccount) || null;
  var created = {};
  return {
    elements: function () {
      return {
        create: function (type) {
          var handlers = {};
          var element = {
            mount: function (node) {
              if (typeof node === 'string') node = document.querySelector(node);
              var row = document.createElement('div');
              row.style.cssText = 'display:flex;gap:.5rem;flex-wrap:wrap';
              [['fake-card', 'Card number', '4242 4242 4242 4242', '12rem', 'cc-number'], ['fake-expiry', 'Expiry (MM / YY)', 'MM / YY', '6rem', 'cc-exp'], ['fake-cvc', 'CVC', 'CVC', '4rem', 'cc-csc']].forEach(function (f) {
                var input = document.createElement('input');
                input.name = f[0]; input.setAttribute('aria-label', f[1]); input.placeholder = f[2]; input.autocomplete = f[4];
                input.inputMode = 'numeric';
                input.style.cssText = 'flex:1 1 ' + f[3] + ';min-width:0;font:inherit;padding:.4rem;border:1px solid #888;border-radius:4px';
                input.addEventListener('input', function () { (handlers.change || []).forEach(function (h) { h({ elementType: type, empty: !input.value, complete: false }); }); });
                row.appendChild(input);
              });
              node.appendChild(row);
              setTimeout(function () { (handlers.ready || []).forEach(function (h) { h({ elementType: type }); }); }, 50);
            },
            on: function (event, cb) { (handlers[event] = handlers[event] || []).push(cb); },
            off: function () {}, update: function () {}, destroy: function () {}, unmount: function () {}, focus: function () {}, blur: function () {}, clear: function () {},
          };
          created[type] = element;
          return element;
        },
        getElement: function (x) { return created[typeof x === 'string' ? x : x.__elementType] || null; },
        update: function () {},
      };
    },
    createToken: function () {}, createPaymentMethod: function () {}, registerAppInfo: function () {}, _registerWrapper: function () {},
    confirmCardPayment: function (secret, data) {
      var details = (data && data.payment_method && data.payment_method.billing_details) || {};
      var name = details.name || '';
      window.__confirmed = { secret: secret, name: name };
      var number = document.querySelector('input[name=fake-card]').value;
      var intent = secret.split('_secret_')[0];
      return post('/v1/payment_intents/' + intent + '/confirm', { key: publishableKey, client_secret: secret, 'payment_method_data[type]': 'card',
        'payment_method_data[card][number]': number, 'payment_method_data[billing_details][name]': name,
        'payment_method_data[billing_details][email]': details.email || '' })
        .then(function (result) {
          if (result.paymentIntent && result.paymentIntent.status === 'requires_action') return authenticate(intent, publishableKey, secret);
          return result;
        });
    },
  };
};
window.Stripe.version = 'local-test-mode';
})();
`;
