declare module 'hvac-standalone-routes' {
  import type { ComponentType } from 'react';
  const Routes: ComponentType;
  export default Routes;
}
