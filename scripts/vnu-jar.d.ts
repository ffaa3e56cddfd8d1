/** vnu-jar ships no types: its main export is the path of the Nu HTML Checker's jar file (a String object). */
declare module 'vnu-jar' {
  const jarPath: string;
  export default jarPath;
}
