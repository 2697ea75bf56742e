export { ResumeUploader } from './ResumeUploader';
export type { ResumeUploaderProps } from './resumeModel';
export { RESUME_CSS } from './resume.css';
export { checkResumeFile, formatFileSize } from './checkResumeFile';
