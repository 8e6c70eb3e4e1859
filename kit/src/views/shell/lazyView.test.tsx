// @vitest-environment jsdom
// A view whose chunk does not load says so and offers to try again, instead of a spinner for ever.

import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { resetDom } from '../../react/testing.js';
import { lazyView } from './lazyView.js';

afterEach(resetDom);

describe('lazy views', () => {
  it('a chunk that fails to load says it could not be loaded, with Try again; the next try loads the view', async () => {
    let tries = 0;
    const View = lazyView(async () => {
      tries += 1;
      if (tries === 1) throw new TypeError('Failed to fetch dynamically imported module');
      return () => <p>the view</p>;
    });
    render(<View />);
    expect((await screen.findByRole('alert')).textContent).toContain('This part could not be loaded. Check your connection and try again.');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('the view')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(tries).toBe(2);
  });
});
