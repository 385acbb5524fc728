// antd's styles of the public pages other than the sign-in page (capture-mode.ts), loaded with
// them: Vite loads a chunk's style sheet before it runs the chunk, so the sheet is in before antd
// reads its map again and the page renders.
import './antd-public-styles.css';
import { rereadStyleMap } from './style-map';

rereadStyleMap();
