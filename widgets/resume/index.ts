export { ResumeUploader, type ResumeUploaderProps } from './ResumeUploader';
export { RESUME_CSS } from './resume.css';
export { checkResumeFile, formatFileSize } from './checkResumeFile';
