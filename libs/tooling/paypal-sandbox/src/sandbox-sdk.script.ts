/**
 * A stand-in for PayPal's JS SDK (https://www.paypal.com/sdk/js), served by the sandbox at /sdk/js so
 * @paypal/paypal-js `loadScript({ sdkBaseUrl })` loads it like the real one. It implements the Buttons contract we use:
 * `paypal.Buttons({ createOrder, onApprove, onCancel, onError, onClick, onInit, style }).render(container)`,
 * `isEligible()` and `close()`. A click opens the approval window (as PayPal's popup), then calls onApprove with
 * `{ orderID, payerID }`, onCancel with `{ orderID }` when the buyer cancels or closes the window, or onError.
 */
export const SDK_SCRIPT = String.raw`(function () {
  var script = document.currentScript;
  var base = script ? new URL(script.src).origin : window.location.origin;
  var namespace = (script && script.getAttribute('data-namespace')) || 'paypal';

  function Buttons(options) {
    options = options || {};
    var button = null;
    function fail(err) {
      if (options.onError) options.onError(err instanceof Error ? err : new Error(String(err)));
      else console.error(err);
    }
    function waitForBuyer(popup, orderID) {
      return new Promise(function (resolve) {
        function onMessage(event) {
          if (event.origin !== base || !event.data || event.data.source !== 'paypal-sandbox') return;
          if (event.data.orderID !== orderID) return;
          done(event.data.result);
        }
        // The window posts the buyer's answer, then closes: on a busy machine the message may still be queued when
        // the window reads as closed, so a closed window counts as a cancel only at the next look.
        var closedSeen = false;
        var timer = setInterval(function () {
          if (!popup.closed) return;
          if (closedSeen) done('cancelled');
          closedSeen = true;
        }, 400);
        function done(result) {
          clearInterval(timer);
          window.removeEventListener('message', onMessage);
          resolve(result);
        }
        window.addEventListener('message', onMessage);
      });
    }
    async function pay() {
      // Opened synchronously in the click, as PayPal does, so no popup blocker stops it.
      var popup = window.open('', 'paypal-sandbox-checkout', 'width=480,height=640');
      try {
        if (options.onClick) {
          var allowed = await options.onClick({ fundingSource: 'paypal' }, { resolve: function () { return true; }, reject: function () { return false; } });
          if (allowed === false) { if (popup) popup.close(); return; }
        }
        var orderID = await options.createOrder({ paymentSource: 'paypal' }, {});
        if (!orderID) throw new Error('Expected an order id to be passed');
        if (!popup || popup.closed) throw new Error('The PayPal window could not be opened');
        popup.location.href = base + '/checkoutnow?token=' + encodeURIComponent(orderID);
        var result = await waitForBuyer(popup, orderID);
        if (result === 'approved') {
          await options.onApprove({ orderID: orderID, payerID: 'QSANDBXBUYER7', paymentID: null, paymentSource: 'paypal' }, {
            restart: function () { return pay(); },
          });
        } else if (options.onCancel) {
          await options.onCancel({ orderID: orderID });
        }
      } catch (err) {
        if (popup && !popup.closed) popup.close();
        fail(err);
      }
    }
    return {
      isEligible: function () { return true; },
      render: function (container) {
        var target = typeof container === 'string' ? document.querySelector(container) : container;
        if (!target) return Promise.reject(new Error('Document is ready and element ' + container + ' does not exist'));
        button = document.createElement('button');
        button.type = 'button';
        button.setAttribute('aria-label', 'PayPal');
        button.setAttribute('data-paypal-sandbox', 'button');
        button.textContent = 'PayPal';
        button.style.cssText = 'width:100%;min-height:45px;border:0;border-radius:4px;background:#ffc439;color:#003087;font:bold 18px sans-serif;cursor:pointer';
        button.addEventListener('click', function () { pay(); });
        target.appendChild(button);
        if (options.onInit) options.onInit({}, { enable: function () {}, disable: function () {} });
        return Promise.resolve();
      },
      close: function () {
        if (button) button.remove();
        button = null;
        return Promise.resolve();
      },
    };
  }

  window[namespace] = { Buttons: Buttons, FUNDING: { PAYPAL: 'paypal' }, version: '5.0.0-local-sandbox' };
})();
`;
