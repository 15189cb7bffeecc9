/** The country shapes are TopoJSON text, imported raw (a chunk per country) and parsed on load. */
declare module '*.topo?raw' {
  const text: string;
  export default text;
}
