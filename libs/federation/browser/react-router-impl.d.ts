declare module 'hvac-react-router-impl' {
  export * from 'react-router';
}
