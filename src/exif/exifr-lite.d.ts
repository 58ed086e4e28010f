// exifr types only its main entry; the lite build (JPEG and HEIC, TIFF/EXIF and GPS) has the same API.
declare module 'exifr/dist/lite.esm.mjs' {
  import exifr from 'exifr';
  export default exifr;
}
