/*
 * What a page renders below its first screen (src/lib/useRenderedLater.ts): opened by a link, the page commits its
 * first screen, then the rest in a commit of its own once the browser has painted; the first page, Back and Forward, and a link to a place on the
 * page commit it all at once, for the scroll they restore.
 */
import { describe, expect, it, jest } from '@jest/globals';
import { act, render, waitFor } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { useRenderedLater } from '../../src/lib/useRenderedLater';

/** Two pages that note, commit by commit, whether they render what lies below their first screen. */
function openPages() {
  const commits: boolean[] = [];
  function usePage() {
    const later = useRenderedLater();
    useLayoutEffect(() => {
      commits.push(later);
    });
    return later;
  }
  function Home() {
    return <p>Home{usePage() ? ', all of it' : ''}</p>;
  }
  function Next() {
    return <p>Next{usePage() ? ', all of it' : ''}</p>;
  }
  const router = createMemoryRouter([
    { path: '/', element: <Home /> },
    { path: '/next', element: <Next /> },
  ]);
  render(<RouterProvider router={router} />);
  return { router, commits };
}

describe('useRenderedLater', () => {
  it('renders all of the first page at once', () => {
    const { commits } = openPages();
    expect(commits).toEqual([true]);
  });

  it('opened by a link, commits the first screen, then the rest once a frame has been painted', async () => {
    const { router, commits } = openPages();
    // The browser's frames, held: the rest waits for the frame that paints the first screen, not for a timer.
    const frames: FrameRequestCallback[] = [];
    const requestFrame = jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
      frames.push(callback);
      return frames.length;
    });
    commits.length = 0;
    await act(() => router.navigate('/next'));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(commits).toEqual([false]);
    requestFrame.mockRestore();
    for (const frame of frames.splice(0)) frame(performance.now());
    await waitFor(() => {
      expect(commits).toEqual([false, true]);
    });
  });

  it('opened by a link in a hidden tab, which paints no frame, renders the rest at once', async () => {
    const { router, commits } = openPages();
    const hidden = jest.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    const requestFrame = jest.spyOn(window, 'requestAnimationFrame').mockImplementation(() => 0);
    commits.length = 0;
    await act(() => router.navigate('/next'));
    await waitFor(() => {
      expect(commits).toEqual([false, true]);
    });
    expect(requestFrame).not.toHaveBeenCalled();
    requestFrame.mockRestore();
    hidden.mockRestore();
  });

  it('opened by a link to a place on the page, or by Back, renders all of it at once', async () => {
    const { router, commits } = openPages();
    commits.length = 0;
    await act(() => router.navigate('/next#about'));
    expect(commits).toEqual([true]);

    await act(() => router.navigate('/'));
    await act(() => router.navigate('/next'));
    commits.length = 0;
    await act(() => router.navigate(-1));
    expect(router.state.location.pathname).toBe('/');
    expect(commits).toEqual([true]);
  });
});
