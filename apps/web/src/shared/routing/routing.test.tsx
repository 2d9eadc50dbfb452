import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  isCurrent,
  Link,
  MemoryRouter,
  NavLink,
  Route,
  Switch,
  useLocation,
  useNavigate,
  useNavigationType,
  useParams,
  useSearchParams,
} from '.';

function Where() {
  const { pathname, search, hash, state } = useLocation();
  return (
    <output data-testid="where">
      {`${useNavigationType()} ${pathname}${search}${hash} ${JSON.stringify(state)}`}
    </output>
  );
}

const where = () => screen.getByTestId('where').textContent;

function Product() {
  return <h1>product {useParams().id}</h1>;
}

describe('routes', () => {
  it('show the first route that matches, with its parameters, and the fallback otherwise', async () => {
    const user = userEvent.setup();
    render(
      <MemoryRouter initialEntries={['/product/7']}>
        <Switch>
          <Route path="/product/:id">
            <Product />
          </Route>
          <Route>
            <h1>not found</h1>
          </Route>
        </Switch>
        <Link to="/nowhere">away</Link>
        <Where />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading').textContent).toBe('product 7');
    await user.click(screen.getByRole('link', { name: 'away' }));
    expect(screen.getByRole('heading').textContent).toBe('not found');
    expect(where()).toBe('PUSH /nowhere null');
  });
});

describe('links', () => {
  it('move without reloading, hand over state, and replace the entry when already there', async () => {
    const user = userEvent.setup();
    render(
      <MemoryRouter initialEntries={['/cart']}>
        <Link to="/order" state={{ type: 'cart' }}>
          order
        </Link>
        <Link to="/order">again</Link>
        <Where />
      </MemoryRouter>,
    );
    await user.click(screen.getByRole('link', { name: 'order' }));
    expect(where()).toBe('PUSH /order {"type":"cart"}');
    await user.click(screen.getByRole('link', { name: 'again' }));
    expect(where()).toBe('REPLACE /order null');
  });

  it('leave a click with a modifier (a new tab) to the browser', () => {
    render(
      <MemoryRouter initialEntries={['/']}>
        <Link to="/products">list</Link>
        <Where />
      </MemoryRouter>,
    );
    const link = screen.getByRole('link', { name: 'list' });
    expect(link.getAttribute('href')).toBe('/products');
    const followed = fireEvent.click(link, { ctrlKey: true });
    expect(followed).toBe(true);
    expect(where()).toBe('POP / null');
  });

  it('mark the current page, and a page under it unless `end`', () => {
    render(
      <MemoryRouter initialEntries={['/service/notice/3']}>
        <NavLink to="/service/notice">notices</NavLink>
        <NavLink to="/service/notice" end>
          exact
        </NavLink>
        <NavLink to="/" className={({ isActive }) => (isActive ? 'on' : 'off')}>
          home
        </NavLink>
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'notices' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'exact' }).getAttribute('aria-current')).toBeNull();
    expect(screen.getByRole('link', { name: 'home' }).className).toBe('off');
  });
});

describe('isCurrent', () => {
  it('compares paths only, and a path with its own sub-paths', () => {
    expect(isCurrent('/products?category=outer', '/products')).toBe(true);
    expect(isCurrent('/service', '/service/qna')).toBe(true);
    expect(isCurrent('/service', '/services')).toBe(false);
    expect(isCurrent('/', '/products')).toBe(false);
    expect(isCurrent('/service', '/service/qna', true)).toBe(false);
  });
});

function Controls() {
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  return (
    <>
      <p data-testid="page">{params.get('page') ?? '1'}</p>
      <button type="button" onClick={() => setParams({ page: '2' })}>
        page 2
      </button>
      <button type="button" onClick={() => setParams(new URLSearchParams(), { replace: true })}>
        reset
      </button>
      <button type="button" onClick={() => navigate({ hash: 'returns' }, { replace: true })}>
        section
      </button>
      <button type="button" onClick={() => navigate('/order', { state: { type: 'item' } })}>
        buy
      </button>
      <button type="button" onClick={() => navigate(-1)}>
        back
      </button>
    </>
  );
}

describe('navigate and the query', () => {
  it('change the query on the same page, jump to a section, move with state and step back', async () => {
    const user = userEvent.setup();
    render(
      <MemoryRouter initialEntries={['/products?q=knit#top']}>
        <Controls />
        <Where />
      </MemoryRouter>,
    );
    await user.click(screen.getByRole('button', { name: 'page 2' }));
    expect(where()).toBe('PUSH /products?page=2 null');
    expect(screen.getByTestId('page').textContent).toBe('2');
    await user.click(screen.getByRole('button', { name: 'section' }));
    expect(where()).toBe('REPLACE /products?page=2#returns null');
    await user.click(screen.getByRole('button', { name: 'reset' }));
    expect(where()).toBe('REPLACE /products null');
    await user.click(screen.getByRole('button', { name: 'buy' }));
    expect(where()).toBe('PUSH /order {"type":"item"}');
    await user.click(screen.getByRole('button', { name: 'back' }));
    expect(where()).toBe('POP /products null');
  });
});
