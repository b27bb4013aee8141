// The restaurant's number as a link to call, inside a sentence the form or the Worker says.
import type { ReactNode } from 'react';
import type { SiteView } from '#domain/site/facts';

/**
 * `text` with the restaurant's number in it as a link to call (the Worker's sentences name it as
 * the site says it); with `always`, a text that does not name it is followed by it.
 */
export function withPhoneLink(text: string, phone: SiteView['phone'], always = false): ReactNode {
  const link = (said: string) => (
    <a href={`tel:${phone.tel}`} className="underline underline-offset-2">
      {said}
    </a>
  );
  for (const said of [phone.display, phone.display.replace(/\u00a0/g, ' ')]) {
    const at = text.indexOf(said);
    if (at >= 0)
      return (
        <>
          {text.slice(0, at)}
          {link(said)}
          {text.slice(at + said.length)}
        </>
      );
  }
  return always ? (
    <>
      {text} {link(phone.display)}
    </>
  ) : (
    text
  );
}
