// Six one-digit boxes (labelled 'Digit 1'…'Digit 6'): typing advances, Backspace on an empty box goes
// back, a pasted 6-digit code fills every box; the complete code is handed to `onComplete`.

import { useRef, useState, type ClipboardEvent, type KeyboardEvent } from 'react';
import { texts } from '../texts.js';
import * as styles from './views.css.js';

const LENGTH = 6;

export interface OtpInputProps {
  onComplete: (code: string) => void;
  disabled?: boolean;
  invalid?: boolean;
}

export function OtpInput({ onComplete, disabled = false, invalid = false }: OtpInputProps) {
  const [digits, setDigits] = useState<string[]>(() => Array<string>(LENGTH).fill(''));
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  const focus = (index: number) => boxes.current[Math.max(0, Math.min(LENGTH - 1, index))]?.focus();

  const update = (next: string[]) => {
    setDigits(next);
    if (next.every((digit) => digit !== '')) onComplete(next.join(''));
  };

  const onChange = (index: number, value: string) => {
    const typed = value.replace(/\D/g, '');
    // A whole code typed or autofilled into one box (one-time-code autocomplete) fills them all.
    if (typed.length === LENGTH) return update(typed.split(''));
    const digit = typed.slice(-1);
    const next = [...digits];
    next[index] = digit;
    update(next);
    if (digit && index < LENGTH - 1) focus(index + 1);
  };

  const onKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace' && digits[index] === '' && index > 0) {
      event.preventDefault();
      const next = [...digits];
      next[index - 1] = '';
      setDigits(next);
      focus(index - 1);
    } else if (event.key === 'ArrowLeft') focus(index - 1);
    else if (event.key === 'ArrowRight') focus(index + 1);
  };

  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    const pasted = event.clipboardData.getData('text').trim();
    if (!/^\d{6}$/.test(pasted)) return;
    event.preventDefault();
    update(pasted.split(''));
    focus(LENGTH - 1);
  };

  return (
    <fieldset className={styles.otp} disabled={disabled}>
      <legend className={styles.legend}>{texts.otpGroup}</legend>
      {digits.map((digit, index) => (
        <input
          // biome-ignore lint/suspicious/noArrayIndexKey: the boxes never reorder, the index is their identity
          key={index}
          ref={(element) => {
            boxes.current[index] = element;
          }}
          className={styles.digit}
          aria-label={texts.digit({ index: index + 1 })}
          aria-invalid={invalid || undefined}
          inputMode="numeric"
          autoComplete={index === 0 ? 'one-time-code' : 'off'}
          pattern="[0-9]*"
          // biome-ignore lint/a11y/noAutofocus: the screen exists to type the code just mailed; focus starts in its first box
          autoFocus={index === 0}
          value={digit}
          onChange={(event) => onChange(index, event.target.value)}
          onKeyDown={(event) => onKeyDown(index, event)}
          onPaste={onPaste}
          onFocus={(event) => event.target.select()}
        />
      ))}
    </fieldset>
  );
}

/** Clears the boxes (a wrong code): remount with a new key. */
export const otpKey = (attempt: number) => `otp-${attempt}`;
