'use client';

import { useEffect, useRef } from 'react';
import { useLocale } from 'next-intl';

type TGrecaptcha = { render: (el: HTMLElement, options: { sitekey: string; callback: (token: string) => void; 'expired-callback': () => void }) => number };

declare global {
  interface Window {
    grecaptcha?: TGrecaptcha;
    __portalCaptchaReady?: () => void;
  }
}

/** reCAPTCHA v2 checkbox, loaded only on forms that need it and only when a site key is configured. */
export function Captcha({ siteKey, onToken }: { siteKey: string; onToken: (token: string) => void }) {
  const ref = useRef<HTMLDivElement>(null);
  const locale = useLocale();

  useEffect(() => {
    const render = () => {
      if (ref.current && window.grecaptcha && ref.current.childElementCount === 0) {
        window.grecaptcha.render(ref.current, { sitekey: siteKey, callback: onToken, 'expired-callback': () => onToken('') });
      }
    };
    if (window.grecaptcha) {
      render();
      return;
    }
    window.__portalCaptchaReady = render;
    const script = document.createElement('script');
    script.src = `https://www.google.com/recaptcha/api.js?onload=__portalCaptchaReady&render=explicit&hl=${locale}`;
    script.async = true;
    document.head.appendChild(script);
  }, [siteKey, onToken, locale]);

  return <div ref={ref} data-testid="captcha" />;
}
