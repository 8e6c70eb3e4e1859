// A translated sentence with elements in it (a highlighted e-mail, a <time>, links): the locale decides
// where each element goes, so the sentence is never cut into pieces a translator cannot reorder.

import { Fragment, type ReactNode } from 'react';

const MARK = '\u0000';

/**
 * @example
 * withElements(texts.otpIntro, { email: <span className={styles.email}>{email}</span> });
 * // 'Enter the 6-digit code we sent to <span>…</span>', or the element first where the language says so
 */
export function withElements<Name extends string>(fill: (values: Record<Name, string>) => string, elements: Record<Name, ReactNode>): ReactNode {
  const names = Object.keys(elements) as Name[];
  const marks = Object.fromEntries(names.map((name, index) => [name, `${MARK}${index}${MARK}`])) as Record<Name, string>;
  // split with a capture group alternates text and the index of the element that stood there.
  const parts = fill(marks).split(new RegExp(`${MARK}(\\d+)${MARK}`));
  return (
    <Fragment>
      {parts.map((part, index) =>
        // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one translated text, in fixed order; they never reorder
        index % 2 === 0 ? part : <Fragment key={index}>{elements[names[Number(part)]!]}</Fragment>,
      )}
    </Fragment>
  );
}
