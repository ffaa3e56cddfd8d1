import { describe, expect, it, jest } from '@jest/globals';
import { screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { render } from '@testing-library/react';
import { ErrorPage } from '../../src/app/ErrorPage';
import { RootLayout } from '../../src/app/RootLayout';
import { makeStore } from '../../src/app/store';
import { renderApp } from '../support/renderWithProviders';

describe('error page', () => {
  it.each(['/login', '/no-such-page', '/selectedproduct', '/cart/extra'])(
    'shows "Unexpected Application Error" for %s, inside the site header and footer',
    async (route) => {
      await renderApp({ route });
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Unexpected Application Error' }),
      ).toBeInTheDocument();
      expect(screen.getByText('404 Not Found')).toBeInTheDocument();
      expect(screen.getByRole('banner')).toBeInTheDocument();
      expect(screen.getByRole('contentinfo')).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    },
  );

  it('catches an error thrown while a page renders', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    function Broken(): never {
      throw new Error('The page broke.');
    }
    const router = createMemoryRouter(
      [
        {
          path: '/',
          element: <RootLayout />,
          errorElement: (
            <RootLayout>
              <ErrorPage />
            </RootLayout>
          ),
          children: [{ index: true, Component: Broken }],
        },
      ],
      { initialEntries: ['/'] },
    );
    render(
      <Provider store={makeStore()}>
        <RouterProvider router={router} />
      </Provider>,
    );
    expect(await screen.findByRole('heading', { name: 'Unexpected Application Error' })).toBeInTheDocument();
    expect(screen.getByText('The page broke.')).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
  });
});
