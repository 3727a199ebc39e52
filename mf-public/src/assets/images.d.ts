/** webpack emits each image as a hashed file (asset/resource) and the import is its URL. */
declare module '*.svg' {
  const url: string;
  export default url;
}

declare module '*.png' {
  const url: string;
  export default url;
}
