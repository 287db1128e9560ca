import { createContext } from 'react';

/**
 * The dialog a popup (a select's list) opens from, to portal it into rather than into <body>:
 * there it stays inside the dialog for assistive technology (and axe's region rule), and
 * within its focus trap.
 */
export const PopupContainer = createContext<HTMLElement | null>(null);
