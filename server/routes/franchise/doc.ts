import { areaDoc } from '../backOfficeSchemas.js';

export const franchiseDoc = (summary: string) => areaDoc('franchise', summary);
