/**
 * The registry's module for the dynamic import: importing the charts package's barrel itself
 * would keep every export of the package in the chunk (a module namespace holds them all).
 */
export { createDefaultRegistry } from '@meridian/charts';
