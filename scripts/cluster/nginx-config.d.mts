export declare const NGINX_TEMPLATE_FILE: string;
export declare function renderNginxConfig(options: { runDir: string; listen: string; servers: string[]; template?: string }): string;
export declare const README_EXAMPLE: { listen: string; runDir: string; servers: string[] };
export declare const README_FILE: string;
export declare function readmeBlock(readme: string): string | null;
export declare function expectedReadmeBlock(): string;
