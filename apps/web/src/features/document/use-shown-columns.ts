import { Grid } from "antd";

/**
 * Which responsive table columns (`responsive: ["md"]` etc.) are on screen now, so that a
 * table can repeat the facts of the hidden ones elsewhere. Until the screen is measured every
 * column counts as shown.
 */
export function useShownColumns() {
  const screens = Grid.useBreakpoint();
  return {
    md: screens.md !== false,
    lg: screens.lg !== false,
    xl: screens.xl !== false,
    xxl: screens.xxl !== false,
  };
}
