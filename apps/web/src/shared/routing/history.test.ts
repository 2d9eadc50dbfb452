import { afterEach, describe, expect, it } from 'vitest';
import { browserHistory, memoryHistory } from './history';

describe('memory history', () => {
  it('opens at the last entry, as the first load (POP), with the state it was given', () => {
    const history = memoryHistory(['/products', { pathname: '/order', state: { type: 'cart' } }]);
    expect(history.place()).toMatchObject({
      pathname: '/order',
      search: '',
      state: { type: 'cart' },
    });
    expect(history.action()).toBe('POP');
  });

  it('pushes, replaces and steps like the browser, resolving addresses against the current one', () => {
    const history = memoryHistory(['/products?category=outer']);
    const seen: string[] = [];
    history.subscribe(() => seen.push(history.action()));

    history.navigate('?category=outer&page=2');
    expect(history.place()).toMatchObject({
      pathname: '/products',
      search: '?category=outer&page=2',
    });
    history.navigate('/product/3#reviews', { state: { from: 'list' } });
    expect(history.place()).toMatchObject({
      pathname: '/product/3',
      hash: '#reviews',
      state: { from: 'list' },
    });
    history.navigate('/product/4', { replace: true });
    history.step(-1);
    expect(history.place().search).toBe('?category=outer&page=2');
    history.step(1);
    expect(history.place().pathname).toBe('/product/4');
    history.step(5);
    expect(seen).toEqual(['PUSH', 'PUSH', 'REPLACE', 'POP', 'POP']);
  });

  it('gives every entry its own key, even at the same address', () => {
    const history = memoryHistory(['/products']);
    const first = history.place().key;
    history.navigate('/products');
    expect(history.place().key).not.toBe(first);
    history.step(-1);
    expect(history.place().key).toBe(first);
  });

  it('keeps the same entry object until it changes, as a store read during rendering must', () => {
    const history = memoryHistory(['/']);
    expect(history.place()).toBe(history.place());
  });
});

describe('browser history', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('keeps the key and the handed-over state in history.state, so a reload keeps them', () => {
    window.history.replaceState(null, '', '/cart');
    const history = browserHistory();
    expect(history.place()).toMatchObject({ pathname: '/cart', key: 'default', state: null });

    history.navigate('/order', { state: { type: 'cart', cart_ids: [1] } });
    expect(window.location.pathname).toBe('/order');
    expect(window.history.state).toMatchObject({ usr: { type: 'cart', cart_ids: [1] } });
    expect(history.place()).toMatchObject({
      pathname: '/order',
      state: { type: 'cart', cart_ids: [1] },
      key: (window.history.state as { key: string }).key,
    });
    expect(history.action()).toBe('PUSH');
    // What a reload reads: the same entry from the browser.
    expect(browserHistory().place()).toMatchObject({
      pathname: '/order',
      state: { type: 'cart', cart_ids: [1] },
    });
  });

  it('reads back and forward (popstate) as POP', () => {
    const history = browserHistory();
    history.navigate('/products?page=2');
    let calls = 0;
    history.subscribe(() => {
      calls += 1;
    });
    window.history.replaceState(null, '', '/products');
    window.dispatchEvent(new PopStateEvent('popstate'));
    expect(calls).toBe(1);
    expect(history.action()).toBe('POP');
    expect(history.place()).toMatchObject({ pathname: '/products', search: '', key: 'default' });
  });
});
