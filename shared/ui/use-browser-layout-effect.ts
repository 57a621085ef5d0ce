/**
 * `useLayoutEffect` in the browser, nothing on the server: the prerenderer has no layout to
 * measure, and React 18 warns for every layout effect it meets while rendering to a string
 * (docs/decisions/089). The effect runs before the browser paints the hydrated page, as before.
 */
import { useEffect, useLayoutEffect } from 'react';

export const useBrowserLayoutEffect = typeof document === 'undefined' ? useEffect : useLayoutEffect;
