// antd's styles of the signed-in pages (capture-mode.ts). Vite loads a chunk's style sheet before it
// runs the chunk, so the sheet is in before antd reads its map again and any signed-in page renders.
import './antd-signed-in-styles.css';
import { rereadStyleMap } from './style-map';

rereadStyleMap();
