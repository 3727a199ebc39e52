declare module 'hvac-react-i18next-impl' {
  export * from 'react-i18next';
}
