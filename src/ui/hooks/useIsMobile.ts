import { useMediaQuery } from './useMediaQuery'

/** product rules: "Narrow layout": the narrow layout is below 768 px. */
const NARROW_QUERY = '(max-width: 767.98px)'

/** True in the narrow (mobile) layout. */
export function useIsMobile(): boolean {
  return useMediaQuery(NARROW_QUERY)
}
