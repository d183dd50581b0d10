import { useSyncExternalStore } from 'react';
import type { ThemeConfig } from 'antd';
import { isThemeChoice, themeMode, type ThemeChoice, type ThemeMode } from '../domain/appearance';
import type { Profile } from '../domain/profile';
import { readStored, writeStored } from '../storage/clientStorage';
import { apiPut } from '../http/httpClient';
import { theme as lightTheme } from '../theme';
import { applyThemeVariables, deviceDarkQuery, storedThemeChoice, variablesOf } from '../themeVariables';

/**
 * 外观 in this tab: the person's choice (浅色, 深色, 跟随系统; src/domain/appearance.ts) and the mode
 * the screens are drawn in. The choice is the account's (users.theme): the sign-in reply and the
 * shell's boot call bring it, the user menu changes it on the server; the stored `auth` keeps a copy so
 * a reload draws in it from the first frame. The dark theme loads only when drawn in: `mode` turns
 * dark once it is there, never before, so nothing is drawn half in one theme and half in the other.
 */
interface Appearance {
  choice: ThemeChoice;
  mode: ThemeMode;
  /** antd's theme for the mode (ConfigProvider). */
  config: ThemeConfig;
}

/** antd's dark theme (src/themeDark.ts), once loaded. */
let dark: ThemeConfig | null = null;
let loadingDark: Promise<ThemeConfig> | null = null;
let state: Appearance = { choice: storedThemeChoice(), mode: 'light', config: lightTheme };
const listeners = new Set<() => void>();

/** The device's own light or dark setting (跟随系统), followed while the page is open. */
const deviceDark = () => deviceDarkQuery()?.matches === true;

function loadDark(): Promise<ThemeConfig> {
  return (loadingDark ??= import('../themeDark').then(
    (m) => (dark = m.darkTheme),
    (error: unknown) => {
      // Not kept: the next change asks again (the page stays light meanwhile).
      loadingDark = null;
      throw error;
    },
  ));
}

function set(next: Appearance) {
  state = next;
  for (const l of listeners) l();
}

/** Draws the current choice: loads the dark theme first when it is needed and not yet here. */
async function draw(): Promise<void> {
  const wanted = themeMode(state.choice, deviceDark());
  if (wanted === 'dark' && !dark) {
    try {
      await loadDark();
    } catch {
      // Stays as antd draws it; the app's own colours join it (a reload's first frame may have drawn
      // them dark). A reload or the next change tries again.
      applyThemeVariables(variablesOf(state.mode), state.mode);
      return;
    }
  }
  // The choice may have changed while the theme loaded: draw what is wanted now.
  const mode = themeMode(state.choice, deviceDark());
  const drawn = mode === 'dark' && dark ? 'dark' : 'light';
  applyThemeVariables(variablesOf(drawn), drawn);
  if (drawn !== state.mode) set({ ...state, mode: drawn, config: drawn === 'dark' ? dark! : lightTheme });
}

let following = false;
/** 跟随系统: the device switching between light and dark redraws at once. */
function followDevice() {
  if (following) return;
  following = true;
  deviceDarkQuery()?.addEventListener('change', () => {
    if (state.choice === 'system') void draw();
  });
}

/**
 * Before the app's first frame (src/shell/lazyApp.ts alongside the app's own chunk, and the sign-in
 * once it stored the user): the stored choice, with the dark theme loaded when it draws dark.
 */
export function drawStoredTheme(): Promise<void> {
  followDevice();
  const choice = storedThemeChoice();
  if (choice !== state.choice) set({ ...state, choice });
  return draw();
}

/** Keeps the choice in the stored user, for the next reload's first frame. */
function remember(choice: ThemeChoice) {
  const me = readStored('auth');
  if (me && me.theme !== choice) writeStored('auth', { ...me, theme: choice });
}

/**
 * The account's choice as the server says it (the boot call, before the shell's first screen):
 * adopted without saving it back, drawn before it resolves.
 */
export function adoptTheme(choice: unknown): Promise<void> {
  if (!isThemeChoice(choice) || choice === state.choice) return Promise.resolve();
  remember(choice);
  set({ ...state, choice });
  return draw();
}

/**
 * The person chose (the user menu): drawn at once, saved to their account. A refusal puts the
 * previous choice back (the HTTP client has said why), so what shows is what is kept.
 */
export async function chooseTheme(choice: ThemeChoice): Promise<void> {
  const before = state.choice;
  if (choice === before) return;
  set({ ...state, choice });
  remember(choice);
  const drawn = draw();
  // One save after another: two quick choices reach the server in the order they were made.
  const save = saving.then(() => apiPut<{ value: Profile }>('/setting/profile', { theme: choice }));
  saving = save.then(
    () => undefined,
    () => undefined,
  );
  try {
    await save;
  } catch {
    await drawn;
    // A later choice made meanwhile is the one that counts (its own save says whether it was kept).
    if (state.choice !== choice) return;
    set({ ...state, choice: before });
    remember(before);
    await draw();
    return;
  }
  await drawn;
}

let saving: Promise<void> = Promise.resolve();

const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => void listeners.delete(l);
};

/** The choice and the mode drawn, re-rendering the reader when either changes. */
export function useAppearance(): Appearance {
  return useSyncExternalStore(subscribe, () => state);
}
