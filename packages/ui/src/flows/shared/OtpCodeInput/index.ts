export { OtpCodeInput, type OtpCodeInputHandle, type OtpCodeInputProps } from './OtpCodeInput';
