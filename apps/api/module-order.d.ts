/** The API's floors, lowest first (module-order.js). */
export declare const apiFloors: { floor: number; folders: string[]; holds: string }[];
