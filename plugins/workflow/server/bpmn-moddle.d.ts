/** The part of bpmn-moddle 9 the server uses (the package ships no types). */
declare module 'bpmn-moddle' {
  export default class BpmnModdle {
    constructor(packages?: Record<string, unknown>);
    fromXML(xml: string, typeName?: string): Promise<{ rootElement: unknown; warnings: unknown[] }>;
  }
}
