/** The form value of JSON text that does not parse; the json field's rule reports it under the field. */
export class InvalidJson {
  constructor(readonly text: string) {}
}
